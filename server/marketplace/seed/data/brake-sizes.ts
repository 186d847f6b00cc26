/** Front brake disc diameters in mm, smallest car to largest: a model's size step indexes it. */
export const FRONT_DISC_MM = [239, 256, 266, 280, 288, 300, 312, 320, 330, 345, 360, 374];
