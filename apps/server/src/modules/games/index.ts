// Public surface of the games module: the catalogue (vendors, games, artwork), lobbies,
// favourites, recent games, the winners board and game launch.
export { createGamesRepository } from './games.repository.js';
export { createGamesService, type GamesService } from './games.service.js';
export { registerGamesRoutes } from './games.routes.js';
export { fetchVendorCatalogue, importVendorCatalogue, syncVendorCatalogue } from './catalogue-import.js';
export { gamesModule } from './games.module.js';
