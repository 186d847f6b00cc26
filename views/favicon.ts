/**
 * The shop's icon, written into every page as a data: URL. A linked icon is one more request right
 * after the first paint, and Lighthouse counts a request that finishes before the largest paint is
 * shown into that paint (its simulated slow 4G adds a round trip). A PNG, not the SVG it is drawn
 * from (static/favicon.svg, kept for whoever asks for it by URL): Chromium renders an SVG icon as a
 * document of its own on the page's main thread, a task of 6-15 ms after every load; a PNG is only
 * decoded. static/favicon.png is that SVG at 32 px, drawn by Chromium, stored with a palette.
 */
export const FAVICON_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAMAAABEpIrGAAABJlBMVEUAAAAJJEAIIUIGIEYKI0MLJEULJUQKJUQKJEQKJEQKJEUKJUQKJEUKJUQLJEQKJUQKJEULJUUNJUQPJkQWJ0MXJ0MYJ0IZJ0MaKEMbKEIcKUIdKEIeKEMfKUIgKUIhKkEhOVYiKUIjKkIkKkFGMj5IMj5JMz5RNT1WNjxfODxiOTtjODpnOjpoOjppOjtrOjpuOzpwPDlzPTl1PDl2PTl3PTmDQDeGQDeGQTeHQTeJQTadRjWeRjWhRzSiRzWkRzSlSDOmSDSmr7upSDOqs76uSjKySzKzSzK0SzK+TjG/TjHCTjDFUDDIUDDJUDDKUDDMUTDOUTDTUi/UUy7WUy/XVC/YVC7ZUy7aVC/bVC7eVS3fVS7gVS7jVi3kVy7p6+7w8vT///94monCAAAAEXRSTlMAHB8oUF1hrbC4ucPE5ejz+LO5YzEAAAFWSURBVHjahZPpVsIwEIUjsggKGhfE0ipgcd8AxaUqiLiAC6gI4lLw/V/CGw6nmXIg3j+Zuf1Oks5MGGPMFwjzIQoHfEzIE+IjFfIAmOIKTTLm50r5WVANBFlEJqt7VrXZrFq7KelFmBNGz77tvr5O5h3bAYyKTVQxBoH4s+3Sk+4G5u6F28imNS192BLx7awLyAmv2N935VpkGQrobTgFefci0tYSAXZgvMUloL/D2CLAFfI81kSp0yklEJzCuCTAC/J1rOVfqIxgA0aNAD/IxZFdAXQRpGC0CfCJPEYBA8YHAUSVTHrEGoxHAlwgP6CXzMKwCLAtiisbxBfrMDYJEG3AOJeA+O3XBVrqDC21IQpp77ubdddrVs6MLZtHYjv7xt0sbtTd7a5pgwOTfFAPDC56LEcuT0Zu2NAm6dD+O/ZeNeBl6i0m8DbHZ0Z/nx7rvW/l8/8D2gqN4uNo7QgAAAAASUVORK5CYII=';

export const FAVICON_URL = `data:image/png;base64,${FAVICON_PNG_BASE64}`;
