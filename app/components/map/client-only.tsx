import { Component, type ReactNode, useEffect, useState } from "react";

/** True once the element comes within `margin` of the viewport (and stays true). */
export function useNearViewport(ref: React.RefObject<Element | null>, margin = "400px"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
}

/**
 * Keeps the page when a lazily loaded part fails (its script could not be fetched, or it threw):
 * the failure is logged (spec §8: maps script failures are logged only) and the part is left out.
 */
export class LoadFailureBoundary extends Component<{ children: ReactNode; what: string }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`Loading ${this.props.what} failed`, error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
