import { createContext, useContext } from 'react';

/** The layout mode the shell chose, for screens that draw differently on mobile (e.g. the bet slip). */
export const ShellModeContext = createContext<'mobile' | 'desktop'>('desktop');

export const useShellMode = (): 'mobile' | 'desktop' => useContext(ShellModeContext);
