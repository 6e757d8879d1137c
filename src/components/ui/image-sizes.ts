/**
 * `sizes` of the pictures the shared components lay out: how wide each is shown per viewport (see
 * their CSS), so the browser picks the smallest variant that fills it. A page preloading one of them
 * (ImagePreload) gives the same value.
 */
export const IMAGE_SIZES = {
  /** The home carousel: full width. */
  banner: '100vw',
  /** NewsGrid cards: one column on phones, two from 700 px, at most ~400 px beside the side panel or three across. */
  newsCard: '(min-width: 960px) 400px, (min-width: 700px) 50vw, 100vw',
  /** The news detail hero: the content column, at most 784 px beside the 320 px side panel. */
  newsHero: '(min-width: 960px) 784px, 100vw',
  /** Partner logos: five across on phones, ten on wide screens. */
  logo: '(min-width: 900px) 120px, 20vw',
  /** Event organiser logos: a grid of cells at least 120 px wide, at most 140 px shown. */
  organiser: '140px',
} as const;
