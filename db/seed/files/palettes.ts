import { hex, type Rgb } from './canvas';

/** Sky top, sky horizon, sun, then ridges from far to near. A restrained, Mongolian-steppe palette. */
export interface Palette {
  sky: [Rgb, Rgb];
  sun: Rgb;
  ridges: Rgb[];
  accent: Rgb;
}

const p = (sky: [string, string], sun: string, ridges: string[], accent: string): Palette => ({
  sky: [hex(sky[0]), hex(sky[1])],
  sun: hex(sun),
  ridges: ridges.map(hex),
  accent: hex(accent),
});

export const PALETTES: Palette[] = [
  p(['#3b4a6b', '#f0b37e'], '#f8dcae', ['#8a6f7e', '#5b4b6b', '#3e3452', '#241d33'], '#c98a4b'), // dawn
  p(['#8fb8d8', '#e9eff2'], '#fdf6e3', ['#9aaabb', '#6b7f99', '#4a5d78', '#2e3d55'], '#b87333'), // steppe day
  p(['#1f2a44', '#b87333'], '#f3c98b', ['#6e4a45', '#4a3440', '#33243a', '#1c1526'], '#e0a15e'), // copper dusk
  p(['#c7d3df', '#f4f6f8'], '#ffffff', ['#b4c0cf', '#8b9bb0', '#6c7d94', '#4b5a70'], '#3f6e8c'), // winter
  p(['#d8c39a', '#f5ecd9'], '#fff4dc', ['#c9a57a', '#b08659', '#8c6642', '#5f432b'], '#7a4e2d'), // gobi
  p(['#0f1a2e', '#35507a'], '#e8edf5', ['#2f4566', '#233755', '#182843', '#0d1829'], '#c9a227'), // night
];

/** Brand colours for abstract logos. */
export const BRAND_COLORS = [
  '#1f4e79',
  '#b87333',
  '#2e7d5b',
  '#8c2f39',
  '#c9a227',
  '#3f6e8c',
  '#5b4b6b',
  '#44546a',
  '#a0522d',
  '#1d6f6a',
].map(hex);
