// Loads Razorpay Checkout only when Buy now is clicked (never on page load), from the URL the
// payment order names (`checkout_script`: Razorpay's, or the sandbox's "Test mode" one — the server
// decides, from its configuration). Each script is fetched once per page; a script that fails to
// load can be tried again.
import type { RazorpayConstructor } from './razorpay';

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const loading = new Map<string, Promise<RazorpayConstructor>>();

export function loadCheckout(url: string): Promise<RazorpayConstructor> {
  let p = loading.get(url);
  if (!p) {
    p = new Promise<RazorpayConstructor>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error(`${url} did not define Razorpay`)));
      script.onerror = () => {
        script.remove();
        reject(new Error(`${url} could not be loaded`));
      };
      document.head.appendChild(script);
    });
    p.catch(() => loading.delete(url));
    loading.set(url, p);
  }
  return p;
}
