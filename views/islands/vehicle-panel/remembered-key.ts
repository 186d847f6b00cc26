/** Where the browser remembers the last chosen vehicle (localStorage); alone so the runtime can name it without the reader. */
export const REMEMBERED_VEHICLE_KEY = 'spareo:vehicle';
