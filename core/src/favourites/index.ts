// Favourite leagues and fixtures: the member's messages (the lists' stars live in sports/).
export { FAVOURITES_MESSAGES } from './domain/favourites.messages.js';
