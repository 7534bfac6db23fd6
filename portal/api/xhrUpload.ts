/**
 * An upload that reports its progress: `fetch` cannot tell how much of a request body has been
 * sent, `XMLHttpRequest` can (`upload.onprogress`). Answers a `Response`, as fetch does, so that
 * the client (client.ts) checks and reads it the same way.
 */
export type UploadProgress = (sent: number, total: number) => void;

export interface UploadRequest {
  method: string;
  headers: Headers;
  body: FormData;
  signal: AbortSignal | null;
}

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

export function xhrUpload(
  url: string,
  request: UploadRequest,
  onProgress: UploadProgress,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, url);
    xhr.withCredentials = true;
    xhr.responseType = 'blob';
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () =>
      resolve(
        new Response(xhr.status === 204 ? null : (xhr.response as Blob), {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: responseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    xhr.onerror = () => reject(new TypeError('The upload failed'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    if (request.signal?.aborted) {
      reject(new DOMException('The upload was aborted', 'AbortError'));
      return;
    }
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body);
  });
}
