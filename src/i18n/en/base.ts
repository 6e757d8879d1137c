/** Site-wide strings: the association's name, navigation, home, pager, sharing, not-found. */
export const base = {
  'site.name': 'Mongolian National Mining Association',
  'site.shortName': 'MNMA',
  'site.tagline': 'The voice of responsible mining in Mongolia since 1994',
  'site.description': 'News, events and programmes of the Mongolian National Mining Association.',
  'site.address': 'Sukhbaatar district, Ulaanbaatar, Mongolia',
  'site.rights': 'All rights reserved.',

  'nav.label': 'Main navigation',
  'nav.home': 'Home',
  'nav.news': 'News',
  'nav.skip': 'Skip to content',
  'lang.switch': 'Монгол',
  'lang.switchLabel': 'Switch to Mongolian',

  'home.heroTitle': 'Mining that builds Mongolia',
  'home.heroText':
    'We bring together the companies, experts and communities of the mining sector to promote responsible, sustainable development.',
  'home.heroAction': 'Read the latest news',
  'home.recentNews': 'Recent news',
  'home.noRecentNews': 'No Recent News',
  'home.categories': 'News by topic',
  'home.allNews': 'All news',

  'pager.label': 'Pagination',
  'pager.first': 'First',
  'pager.previous': 'Previous',
  'pager.next': 'Next',
  'pager.last': 'Last',
  'pager.page': 'Page {page}',

  'share.title': 'Share',
  'share.facebook': 'Facebook',
  'share.twitter': 'X (Twitter)',
  'share.email': 'E-mail',

  'notFound.title': 'Page Not Found',
  'notFound.text': 'SORRY, THE PAGE YOU ARE LOOKING FOR WAS NOT FOUND.',
  'notFound.back': 'Back to the home page',
} as const;
