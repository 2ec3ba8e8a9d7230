// Where the kit's overlays (dialogs, menus, selects) render. The shell gives each remote a
// container inside the remote's mount point, so overlays a remote opens keep the remote's
// (scoped) styles; with no provider they go to <body>, as Radix does by default.
import { createContext, useContext } from 'react';

const PortalContainerContext = createContext<HTMLElement | null>(null);

export const PortalContainerProvider = PortalContainerContext.Provider;

export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainerContext) ?? undefined;
}
