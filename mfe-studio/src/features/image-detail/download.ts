// Download (spec §7): a plain fetch of the image URL, saved as a file named after the last path
// segment of image_url.
import { downloadName } from '../media/image-url';

export async function downloadImage(url: string, imageUrl: string): Promise<void> {
  const res = await fetch(url, { credentials: 'include' });
  if (!res.ok) throw new Error(`download failed: HTTP ${res.status}`);
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = downloadName(imageUrl);
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The click has handed the blob to the browser's download by the next turn.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
