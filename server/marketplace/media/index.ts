/**
 * Media: the file store, image decoding, fetching remote files, and the doors that serve /media.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { imageDecoding, pixelsOf } from './decoding';
export { DISK_FULL_ANSWER, isDiskFull } from './disk-full';
export { fetchRemote, fetchRemoteToFile, type RemotePolicy, RemoteProblem, remoteUrl } from './fetch-remote';
export { documentDoor, logoDoor, type MediaFiles, photoDoor } from './media-doors';
export { folderStore, memoryStore, type MediaStore } from './store';
