/** Texts the home page hands to its two scripts (the banner carousel and the ticker). */
export interface BannerLabels {
  region: string;
  slide: string;
  pause: string;
  play: string;
  previous: string;
  next: string;
  goTo: string;
}

export interface TickerLabels {
  region: string;
  notice: string;
  trade: string;
  pause: string;
  play: string;
  empty: string;
  all: string;
}
