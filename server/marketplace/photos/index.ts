/**
 * Photos: product photos, their renditions per width and format, and the drawn pictures.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { photoAnswer } from './answer';
export { DRAWN_SIZE, recipeOf } from './drawn/renderings';
export { drawnPhotoId, keepPhoto, photoFile } from './files';
export { MAX_INPUT_PIXELS, PhotoProblem, widthsFor } from './renditions';
export { articlePhotos, photosById } from './repository';
