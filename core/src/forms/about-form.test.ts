import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  journeyStepFormSchema,
  partnerFormSchema,
  storyFormSchema,
  teamMemberFormSchema,
  valueFormSchema,
} from './about-form';

const REQUIRED = 'Veuillez remplir tous les champs obligatoires';
const messages = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('about form schemas', () => {
  it('keeps an empty story (the public page then shows its empty state)', () => {
    expect(storyFormSchema.parse({ storyDescription: '  ' })).toEqual({ storyDescription: '' });
    expect(messages(storyFormSchema, { storyDescription: 'x'.repeat(5001) })).toEqual([
      ['storyDescription', '5000 caractères maximum'],
    ]);
  });

  it('requires a journey step title and description', () => {
    expect(messages(journeyStepFormSchema, { title: '', description: ' ' })).toEqual([
      ['title', REQUIRED],
      ['description', REQUIRED],
    ]);
    expect(journeyStepFormSchema.parse({ title: ' 2012 ', description: 'Ouverture' })).toEqual({
      title: '2012',
      description: 'Ouverture',
    });
  });

  it('requires a value title and description and takes the seven value icons', () => {
    expect(messages(valueFormSchema, { title: '', description: '', iconName: 'leaf' })).toEqual([
      ['title', REQUIRED],
      ['description', REQUIRED],
    ]);
    expect(messages(valueFormSchema, { title: 'a', description: 'b', iconName: 'truck' })).toEqual([
      ['iconName', REQUIRED],
    ]);
    for (const iconName of ['award', 'shield', 'handshake', 'heart', 'star', 'leaf', 'globe']) {
      expect(valueFormSchema.safeParse({ title: 'a', description: 'b', iconName }).success).toBe(true);
    }
  });

  it('requires a team member name, role and bio; the photo is optional', () => {
    expect(messages(teamMemberFormSchema, { name: '', role: '', bio: '', imageUrl: '' })).toEqual([
      ['name', REQUIRED],
      ['role', REQUIRED],
      ['bio', REQUIRED],
    ]);
    expect(teamMemberFormSchema.parse({ name: 'Claire', role: 'Fondatrice', bio: 'Passionnée.' })).toEqual({
      name: 'Claire',
      role: 'Fondatrice',
      bio: 'Passionnée.',
      imageUrl: '',
    });
  });

  it('requires a partner name and short description, and at most 12 extra images', () => {
    const partner = { name: 'Ferme', description: 'Lait', longDescription: '', logoUrl: '', imageUrl: '', images: [] };
    expect(messages(partnerFormSchema, { ...partner, name: ' ', description: '' })).toEqual([
      ['name', REQUIRED],
      ['description', REQUIRED],
    ]);
    expect(messages(partnerFormSchema, { ...partner, images: Array(13).fill('/a.webp') })).toEqual([
      ['images', '12 images maximum'],
    ]);
    expect(partnerFormSchema.parse({ ...partner, images: ['/a.webp', '/b.webp'] }).images).toEqual([
      '/a.webp',
      '/b.webp',
    ]);
  });
});
