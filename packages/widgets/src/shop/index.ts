/** Shop building blocks of the host site: light-DOM React components styled by the page's twind. */
export * from './admin/index';
