import { OTHER_SOURCES, emptyTotals } from '@comptoir/core';
import { FORMULA_ATTACKS, csvCells, runsAsFormula } from '@comptoir/core/testing';
import { describe, expect, it } from 'vitest';
import { audienceCsv, summaryCsv } from './audience-csv';

const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('the period’s CSV export', () => {
  it('has a line per day: visits, views, each action, devices, pages and sources most seen first', () => {
    const csv = audienceCsv(
      [
        {
          ...emptyTotals('2026-11-26'),
          entries: 3,
          views: 5,
          pages: { accueil: 4, contact: 1 },
          sources: { '(direct)': 1, 'google.com': 2 },
          devices: { phone: 3 },
          actions: { call: 1, quote: 1 },
        },
        { ...emptyTotals('2026-11-27'), entries: 1, views: 1, pages: { contact: 1 }, sources: { 'qwant.com': 1 } },
      ],
      'day',
    );
    const [header, first, second] = lines(csv);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(header).toBe(
      'Jour;Visites;Pages vues;Actions;Appels;Itinéraires;Emails;Réseaux sociaux;Demandes de devis;Messages;' +
        'Réservations;Participations à un événement;Visites (Téléphone);Visites (Tablette);Visites (Ordinateur);' +
        'Pages vues (Accueil);Pages vues (Contact);Visites (google.com);Visites (Accès direct);Visites (qwant.com)',
    );
    expect(first).toBe('2026-11-26;3;5;2;1;0;0;0;1;0;0;0;3;0;0;4;1;2;1;0');
    expect(second).toBe('2026-11-27;1;1;0;0;0;0;0;0;0;0;0;0;0;0;0;1;0;0;1');
  });

  it('names months by their year and month', () => {
    const [header, row] = lines(audienceCsv([{ ...emptyTotals('2026-11-01'), entries: 40 }], 'month'));
    expect(header?.startsWith('Mois;Visites;')).toBe(true);
    expect(row?.startsWith('2026-11;40;')).toBe(true);
  });

  it('lists every shop of the administrator’s table', () => {
    const csv = summaryCsv([
      { siteId: 'epicerie', name: 'Épicerie; du Marché', visits: 12, previousVisits: 10, views: 30, actions: 2 },
    ]);
    expect(lines(csv)).toEqual([
      'Site;Identifiant;Visites;Période précédente;Pages vues;Actions',
      '"Épicerie; du Marché";epicerie;12;10;30;2',
    ]);
  });

  it('keeps shop names, identifiers and stored keys a spreadsheet would run as text (attack side)', () => {
    const rows = FORMULA_ATTACKS.map((attack) => ({
      siteId: attack,
      name: attack,
      visits: 1,
      previousVisits: 0,
      views: 1,
      actions: 0,
    }));
    const summary = csvCells(summaryCsv(rows)).flat();
    expect(summary.filter(runsAsFormula)).toEqual([]);
    expect(summary.filter((cell) => cell.startsWith("'"))).toHaveLength(FORMULA_ATTACKS.length * 2);
    const keys = Object.fromEntries(FORMULA_ATTACKS.map((attack) => [attack, 1]));
    const period = audienceCsv([{ ...emptyTotals('2026-11-26'), pages: keys, sources: keys }], 'day');
    expect(csvCells(period).flat().filter(runsAsFormula)).toEqual([]);
  });

  it('names the sources past the cap « Autres »', () => {
    const [header] = lines(audienceCsv([{ ...emptyTotals('2026-11-26'), sources: { [OTHER_SOURCES]: 4 } }], 'day'));
    expect(header?.endsWith(';Visites (Autres)')).toBe(true);
  });
});
