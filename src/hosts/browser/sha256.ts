// SHA-256 in the browser (the Excel pane, the web page and their Web Worker): Web Crypto.

/** Hex SHA-256 of the UTF-8 text. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** sha256Hex where Web Crypto is available (secure contexts: https, localhost), else undefined (the footer goes without it). */
export function webSha256(): ((text: string) => Promise<string>) | undefined {
  return typeof crypto !== 'undefined' && !!crypto.subtle ? sha256Hex : undefined;
}
