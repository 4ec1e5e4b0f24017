// Parking scenes indoors: a numbered bay in a basement or podium car park, motorcycle slots,
// and a ramp between levels.
import { camera } from './camera.mjs';
import { Scene } from './scene.mjs';
import { room, lamp, mark, panel, indoor } from './build.mjs';
import { textOn } from './props.mjs';
import { car, scooter } from './vehicles.mjs';
import { rng } from './math.mjs';
import { shade } from '../make-images/lib.mjs';

export const CAR_COLOURS = [
  '#c7ccd2',
  '#e9ebee',
  '#8c939c',
  '#2a3647',
  '#f3f4f6',
  '#7f1d1d',
  '#4b5563',
  '#2c4a6e',
  '#b8b1a2',
];
const LINE = { c: '#eeeeea' };

/** A yellow-and-black striped column band and a concrete column. */
function column(s, x, z, top, band = '#e3b42a') {
  s.box([x - 0.3, 0, z - 0.3], [x + 0.3, top, z + 0.3], { c: '#d6d3cd', tex: 'concrete', texK: 0.4 });
  for (let i = 0; i < 4; i++)
    s.box(
      [x - 0.305, 0.1 + i * 0.25, z - 0.305],
      [x + 0.305, 0.22 + i * 0.25, z + 0.305],
      { c: i % 2 ? '#1f2328' : band },
      { occlude: false },
    );
}

/**
 * A row of bays along the back wall of a car park level, the camera in the aisle looking at
 * bay 0 (numbered label); cars: bay index → colour or [colour, kind] (null = empty).
 */
export function bayScene({
  seed = 1,
  label = 'P2-17',
  stripe = '#2f7d5b',
  wall = '#e4e2dc',
  floorC = '#8e9296',
  cars = {},
  eye = [0.6, 1.5, -3.2],
  at = [0, 0.9, 4.5],
  fov = 70,
  warm = false,
  motor = false,
}) {
  return ({ w: pw, h: ph }) => {
    const r = rng(seed),
      D = 5.6,
      TOP = 2.8,
      bw = motor ? 1.1 : 2.5,
      cam = camera({ eye, at, fov, w: pw, h: ph });
    const s = new Scene(
      cam,
      indoor({ exposure: 1.15, fog: { c: '#d9dbdc', dist: 50 }, ground: '#b3b0aa', groundPower: 0.45 }),
    );
    room(s, {
      x: [-14, 14],
      y: [0, TOP],
      z: [-7, D],
      floor: { c: floorC, tex: 'concrete', spec: 0.15, gloss: 1 },
      ceiling: { c: '#cfccc6', tex: 'concrete', texK: 0.5 },
      walls: { all: { c: wall, tex: 'plaster' }, front: null },
    });
    panel(s, 'z', D - 0.005, -1, [-14, 14], [0, 1.1], { c: stripe, tex: 'paint' });
    panel(s, 'z', D - 0.006, -1, [-14, 14], [1.1, 1.2], { c: '#f2f1ec' });
    for (let k = -6; k <= 6; k++) {
      const x0 = k * bw - bw / 2;
      mark(s, [x0 - 0.05, x0 + 0.05], [0.4, D], LINE);
      const num = label.replace(/\d+$/, (m) => String(+m + k).padStart(m.length, '0'));
      const o = [k * bw, 1.55, D - 0.01];
      s.layers.shell.push(
        textOn(cam, o, [1, 0, 0], [0, -1, 0], num, { size: motor ? 0.16 : 0.28, color: shade(stripe, 0.8) }),
      );
      if (!motor) {
        s.box([k * bw - 0.7, 0, D - 0.9], [k * bw + 0.7, 0.12, D - 0.75], { c: k === 0 ? '#e3b42a' : '#d9d6cf' });
        const [color, kind = r.pick(['sedan', 'hatch', 'suv'])] = [].concat(cars[k] ?? []);
        if (color && Math.abs(k) < 5) car(s, [k * bw, D - 3.05], { color, dir: r() < 0.7 ? -1 : 1, kind });
      } else if (cars[k] !== null && k !== 0 && Math.abs(k) < 9)
        scooter(s, [k * bw, D - 1.25], {
          dir: -1,
          angle: 0.35,
          color: cars[k] ?? r.pick(['#b3261e', '#2a3647', '#e9ebee', '#2458a6', '#5b6470', '#d97706']),
        });
    }
    if (!motor)
      s.layers.shell.push(textOn(cam, [0, 0.003, 1.4], [1, 0, 0], [0, 0, -1], label, { size: 0.5, color: '#f1f1ec' }));
    mark(s, [-14, 14], [-2.4, -2.3], { c: '#e3b42a' });
    for (const cx of [-3.5, 3.5]) column(s, cx * (motor ? 1.6 : 1.07), D - 0.35, TOP);
    for (const z of [-4.2, 1.2])
      s.box(
        [-14, TOP - 0.45, z - 0.25],
        [14, TOP, z + 0.25],
        { c: '#d3d0ca', tex: 'concrete', texK: 0.4 },
        { occlude: false },
      );
    s.box([-14, TOP - 0.62, 1.0], [14, TOP - 0.54, 1.08], { c: '#b4322a', spec: 0.3 }, { occlude: false });
    for (let x = -10; x <= 10; x += 4)
      for (const z of [-1.5, 3])
        lamp(s, [x + 2, TOP - 0.02, z], { along: 'z', power: warm ? 1.5 : 1.7, c: warm ? '#ffe7c4' : '#f4f8ff' });
    return s.render({ reflect: 0.12, reflectBlur: 5 });
  };
}
