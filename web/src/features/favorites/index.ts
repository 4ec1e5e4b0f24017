export { FavoriteButton } from './components/favorite-button';
/** The client dashboard's row of saved spaces. */
export { SavedSpacesRow } from './components/saved-spaces-row';
