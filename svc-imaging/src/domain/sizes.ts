// "W*H" sizes (the Fooocus spelling the contract uses).
export function parseSize(size: string): { width: number; height: number } | null {
  const m = /^([1-9]\d{1,4})\*([1-9]\d{1,4})$/.exec(size);
  return m ? { width: Number(m[1]), height: Number(m[2]) } : null;
}
