import { createContext } from "react-router";

/** An alert as the manage page lists it. */
export interface ManagedAlert {
  id: number;
  kind: string;
  filters: string;
  frequency: string;
  language: string;
  state: string;
  created_at: string;
}

/** The search alerts' reads a page needs (server/services/search-alerts.ts), set by the host for every page. */
export interface AlertsAccess {
  /** The address of a manage link and its alerts; null for a link that is not the site's. */
  manageView(token: string): Promise<{ email: string; alerts: ManagedAlert[] } | null>;
  /** The alert a confirmation link names while it waits for the click; null once used, swept, or not the site's. */
  pendingView(token: string): Promise<PendingAlert | null>;
}

/** An alert as the confirmation page shows it before the visitor switches it on. */
export interface PendingAlert {
  email: string;
  kind: string;
  filters: string;
  frequency: string;
  language: "ar" | "en";
}

export const alertsContext = createContext<AlertsAccess>({
  manageView: async () => null,
  pendingView: async () => null,
});
