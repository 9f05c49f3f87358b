import type { REASSURANCE_ICONS, VALUE_ICONS } from '@comptoir/core';
import { Award, Globe, Handshake, Heart, Leaf, Shield, Star, Truck, type LucideIcon } from 'lucide-react';

type ContentIconName = (typeof REASSURANCE_ICONS)[number] | (typeof VALUE_ICONS)[number];

/** The icons owners pick for reassurance items and values, by their stored name. */
export const CONTENT_ICONS: Record<ContentIconName, LucideIcon> = {
  award: Award,
  shield: Shield,
  truck: Truck,
  heart: Heart,
  star: Star,
  handshake: Handshake,
  leaf: Leaf,
  globe: Globe,
};
