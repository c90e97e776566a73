// Public surface of the built-in catalogue: the seed data, its search normalisation and artwork.
export {
  buildCatalogue,
  catalogueSize,
  normaliseSearch,
  searchTextOf,
  type Catalogue,
  type CatalogueGameSeed,
  type CatalogueVendorSeed,
  type CatalogueVendorTypeSeed,
} from './catalogue.js';
export { gameArtSvg, vendorLogoSvg, type GameArtInput, type VendorLogoInput } from './art.js';
export { CATALOGUE_VENDORS, type VendorDefinition, type VendorTypeDefinition } from './vendors.js';
