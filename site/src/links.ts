/**
 * Addresses outside the site. The spec names them by purpose only; these are decided in
 * docs/decisions/0018-site-screens-and-routes.md.
 */
export const externalLinks = {
  /** 'Посмотреть примеры' and the reviews link: VK's search of posts tagged with the shop's reviews tag. */
  reviews:
    'https://vk.com/search?c%5Bq%5D=%23%D1%81%D1%82%D0%B8%D0%BA%D0%B5%D1%80%D1%8B62_%D0%BE%D1%82%D0%B7%D1%8B%D0%B2%D1%8B&c%5Bsection%5D=statuses',
} as const;
