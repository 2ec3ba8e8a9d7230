// The remotes the shell started with (remote-registry's loadRemotes), for the layouts' side menus.
import { createContext, useContext } from 'react';
import type { KnownRemote } from './screens-manifest';

export const RemotesContext = createContext<KnownRemote[]>([]);
export const useKnownRemotes = (): KnownRemote[] => useContext(RemotesContext);
