import { appearanceVariables, type Appearance } from '@comptoir/core';
import { useLayoutEffect } from 'react';
import { useRenderEnvironment } from '@/lib/render-context';

/**
 * Puts the site's colours on :root (portals and dialogs included); index.html holds the defaults,
 * and a server-rendered page carries the site's own in its head.
 */
export function SiteTheme({ appearance }: { appearance: Appearance | null }) {
  useRenderEnvironment().record?.paint(appearanceVariables(appearance));
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    const variables = appearanceVariables(appearance);
    for (const [name, value] of Object.entries(variables)) root.setProperty(name, value);
    return () => {
      for (const name of Object.keys(variables)) root.removeProperty(name);
    };
  }, [appearance]);
  return null;
}
