import type { Language } from "../../../domain/language.ts";
import { AdminApiError } from "../admin-api.ts";
import { adminT } from "../admin-i18n.ts";

/**
 * POSTs one file (multipart field `file`) to /api/admin… with XMLHttpRequest, whose upload events give the progress
 * fetch does not. Resolves with the answer's `data` on 201; a refusal rejects with the server's translated message.
 */
export function uploadFile<T>(
  url: string,
  file: File,
  language: Language,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("accept", "application/json");
    request.setRequestHeader("accept-language", language);
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const body = request.response as { data?: T; error?: { code?: string; message?: string } } | null;
      if (request.status === 201 && body?.data) resolve(body.data);
      else {
        reject(
          new AdminApiError(
            request.status,
            body?.error?.code ?? "unknown",
            body?.error?.message ?? adminT(language)("media.networkError"),
          ),
        );
      }
    });
    request.addEventListener("error", () =>
      reject(new AdminApiError(0, "network", adminT(language)("media.networkError"))),
    );
    const form = new FormData();
    form.append("file", file, file.name);
    request.send(form);
  });
}
