// A remote's screen in the route table. routes.tsx builds the table at start, before the app frame
// (and with it the shared ui-kit, the API client and the query cache that <RemoteApp> needs) has
// loaded, so its screen elements look <RemoteApp> up here; the frame provides it (AppFrame.tsx).
// That keeps RemoteApp's imports out of the chunk every page, the landing page too, downloads first.
import type { RemoteAppProps } from '@atelier/shell-contract';
import { createContext, useContext, type ComponentType } from 'react';

export type ScreenProps = { name: string } & RemoteAppProps;

export const ScreenSlotContext = createContext<ComponentType<ScreenProps> | null>(null);

export function ScreenSlot(props: ScreenProps) {
  const RemoteApp = useContext(ScreenSlotContext);
  if (!RemoteApp) throw new Error(`screen ${props.screen} rendered outside the app frame`);
  return <RemoteApp {...props} />;
}
