import { readDates, writeDates, type Platform } from '@comptoir/core';
import type { LiveState } from './live-cache';
import { scriptJson } from './script-json';

/** The element of a server-rendered page that carries the data its first render read. */
export const SNAPSHOT_ID = 'comptoir-snapshot';

export interface PageSnapshot {
  /** When the server rendered the page (ISO). */
  renderedAt: string;
  /** Every live read of the render, by cache key, with its value. */
  entries: [string, unknown][];
  /** The platform's hosts the server decided with: the browser decides the same way. */
  platform: Platform;
  /** What the route loaders answered, by route id: the browser's router starts from it. */
  loaderData: Record<string, unknown>;
}

/** Dates survive the trip as { $date: ISO }; everything else is plain JSON. */
export function encodeSnapshot(
  renderedAt: Date,
  states: Iterable<[string, LiveState<unknown>]>,
  platform: Platform,
  loaderData: Record<string, unknown>,
): string {
  const entries: [string, unknown][] = [];
  for (const [key, state] of states) if (state.status === 'success') entries.push([key, state.data]);
  const snapshot: PageSnapshot = { renderedAt: renderedAt.toISOString(), entries, platform, loaderData };
  return scriptJson(snapshot, writeDates);
}

export function decodeSnapshot(json: string): PageSnapshot {
  return JSON.parse(json, readDates) as PageSnapshot;
}

/** The snapshot a server-rendered page carries, or null (the static app shell, the sandbox). */
export function readPageSnapshot(doc: Document = document): PageSnapshot | null {
  const element = doc.getElementById(SNAPSHOT_ID);
  if (!element?.textContent) return null;
  try {
    return decodeSnapshot(element.textContent);
  } catch (error) {
    console.error('Données de la page illisibles\u00a0: lecture en direct', error);
    return null;
  }
}
