// A picked file as the API wants it (spec §3): the image as a data URL and its "mimetype",
// which the spec defines as the file extension of the picked file.
export interface PickedImage {
  dataUrl: string;
  mimetype: string;
  name: string;
}

/** "photo.JPG" → "jpg"; no extension → the subtype of the file's type ("image/png" → "png"). */
export function extensionOf(name: string, type: string): string {
  const dot = name.lastIndexOf('.');
  if (dot > 0 && dot < name.length - 1) return name.slice(dot + 1).toLowerCase();
  return type.split('/')[1]?.toLowerCase() ?? '';
}

export const isImageFile = (type: string): boolean => type.startsWith('image/');

export function readImageFile(file: File): Promise<PickedImage> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ dataUrl: String(reader.result), mimetype: extensionOf(file.name, file.type), name: file.name });
    reader.onerror = () => reject(reader.error ?? new Error('could not read the file'));
    reader.readAsDataURL(file);
  });
}
