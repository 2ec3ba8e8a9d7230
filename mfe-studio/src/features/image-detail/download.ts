// Download (spec §7): a plain fetch of the image URL, saved as a file named after the last path
// segment of image_url. When the file cannot be fetched from here (e.g. a CDN on another origin
// without CORS), the browser is handed the address itself, with the same suggested name.
import { downloadName } from '../media/image-url';

function save(href: string, name: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

export async function downloadImage(url: string, imageUrl: string): Promise<void> {
  const name = downloadName(imageUrl);
  let blob: Blob;
  try {
    const res = await fetch(url, { credentials: 'include' });
    if (!res.ok) throw new Error(`download failed: HTTP ${res.status}`);
    blob = await res.blob();
  } catch (e) {
    if (new URL(url, location.href).origin === location.origin) throw e;
    save(url, name);
    return;
  }
  const href = URL.createObjectURL(blob);
  save(href, name);
  // The click has handed the blob to the browser's download by the next turn.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
