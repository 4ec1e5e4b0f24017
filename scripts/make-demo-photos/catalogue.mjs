// Every demo photo: id, listing type, tags, alt text (what a screen reader hears) and its scene.
import { unitScene, corridorScene } from './storage.mjs';
import { spareRoomScene } from './rooms.mjs';
import { lockerScene, garageScene, bodegaScene } from './stockrooms.mjs';
import { bayScene } from './parking.mjs';
import { aisleScene, emptyHallScene, palletScene, mezzanineScene, dockInsideScene } from './halls.mjs';
import { dockOutsideScene, shopfrontScene, shopInsideScene } from './fronts.mjs';
import { openLotScene, carportScene, houseGarageScene, drivewayScene, rampScene } from './lots.mjs';

const storage = [
  {
    id: 'storage-unit-01', tags: ['unit', 'empty', 'roll-up door'],
    alt: 'An empty 2 × 3 m storage unit behind a raised teal roll-up door, with grey steel walls and a bright ceiling light',
    scene: unitScene({ seed: 1 }),
  },
  {
    id: 'storage-unit-02', tags: ['unit', 'boxes'],
    alt: 'A storage unit with an orange roll-up door raised, cartons stacked along the back wall and a blue-lidded bin',
    scene: unitScene({ seed: 2, door: '#d9741c', contents: 'boxes', w: 2.4, eyeX: -1.2, lookX: 0.3, number: 'A-207' }),
  },
  {
    id: 'storage-unit-03', tags: ['unit', 'shelving'],
    alt: 'A 2.5 × 3 m storage unit fitted with steel shelving holding boxes and plastic bins, blue roll-up door open',
    scene: unitScene({ seed: 3, door: '#2458a6', contents: 'shelving', w: 2.5, eyeX: 0.9, lookX: -0.4, eyeZ: -2.2, number: 'C-031' }),
  },
  {
    id: 'storage-corridor-01', tags: ['corridor', 'roll-up door', 'indoor'],
    alt: 'A long, brightly lit indoor corridor of self-storage units with teal roll-up doors on both sides, one of them raised',
    scene: corridorScene({ seed: 4 }),
  },
  {
    id: 'storage-corridor-02', tags: ['corridor', 'roll-up door', 'indoor'],
    alt: 'Looking along a row of orange roll-up storage doors numbered A-101 onwards, on a grey polished floor',
    scene: corridorScene({ seed: 5, door: '#d9741c', eyeX: 0.9, at: [-1.3, 1.2, 9], fov: 72, open: [1, 1] }),
  },
  {
    id: 'storage-unit-04', tags: ['unit', 'large', 'boxes'],
    alt: 'A large 3 × 4 m storage unit with a red roll-up door raised, white walls, cartons stacked along the back wall and a blue-lidded bin',
    scene: unitScene({ seed: 9, w: 3, d: 4, door: '#b3322a', wall: '#e4e5e3', contents: 'boxes', eyeX: 0.6, eyeZ: -3.2, fov: 74, number: 'D-118' }),
  },
  {
    id: 'storage-corridor-03', tags: ['corridor', 'roll-up door', 'indoor'],
    alt: 'A quiet corridor of blue roll-up storage doors with white frames and number plates, seen at an angle',
    scene: corridorScene({ seed: 10, door: '#2458a6', eyeX: -0.8, at: [1.4, 1.2, 8], fov: 70, open: [-1, 3], floor: '#9ea3a6' }),
  },
  {
    id: 'storage-room-01', tags: ['room', 'house', 'window', 'empty'],
    alt: 'An empty spare room with cream walls, a beige tiled floor and a grilled window letting in afternoon sun',
    scene: spareRoomScene({ seed: 6 }),
  },
  {
    id: 'storage-room-02', tags: ['room', 'house', 'boxes'],
    alt: 'A spare room used for storage: stacks of cartons and green-lidded bins against pale green walls, sunlight on the tiled floor',
    scene: spareRoomScene({ seed: 7, wall: '#d7e4d3', contents: 'boxes', eye: [-0.8, 1.45, 0.2], at: [0.6, 1.0, 3.6] }),
  },
  {
    id: 'storage-room-03', tags: ['room', 'condo', 'shelving'],
    alt: 'A condo storage room with wood-look plank flooring, white walls and white steel shelves holding boxes and bins',
    scene: spareRoomScene({ seed: 8, wall: '#eeeeea', floor: 'planks', floorC: '#a77f57', contents: 'shelves', sun: false }),
  },
  {
    id: 'storage-lockers-01', tags: ['locker', 'small'],
    alt: 'A row of blue-grey steel storage lockers, three high and numbered, one door open with a carton inside',
    scene: lockerScene({ seed: 11 }),
  },
  {
    id: 'storage-lockers-02', tags: ['locker', 'small'],
    alt: 'A wall of mustard-yellow lockers in four rows with vents and number labels, in a bright room with a grey floor',
    scene: lockerScene({ seed: 12, color: '#d9a227', rows: 4, eye: [-1.2, 1.4, 0.8], at: [0.8, 1.1, 4], open: 10, floorC: '#7d8288' }),
  },
  {
    id: 'storage-garage-01', tags: ['garage', 'house', 'shelving'],
    alt: 'A home garage used as a store room: steel shelving with bins and boxes on the right, cartons on the left and a shut roll-up door',
    scene: garageScene({ seed: 13 }),
  },
  {
    id: 'storage-garage-02', tags: ['garage', 'house', 'shelving'],
    alt: 'A garage with its roll-up door open to a sunny driveway and steel gate, shelves of boxes and bins along one wall',
    scene: garageScene({ seed: 14, open: true, wall: '#efe6cf', eye: [-0.4, 1.5, 0.3], at: [0.3, 1.1, 6] }),
  },
  {
    id: 'storage-bodega-01', tags: ['bodega', 'stockroom', 'shelving'],
    alt: 'A shop stockroom with mint-green walls, wooden shelves of cartons, sacks of rice on pallets and stacked drink crates',
    scene: bodegaScene({ seed: 15 }),
  },
  {
    id: 'storage-bodega-02', tags: ['bodega', 'stockroom'],
    alt: 'A small bodega with cream walls and a grey floor: wooden shelving full of boxes, feed sacks on pallets at the back',
    scene: bodegaScene({ seed: 16, wall: '#ece3cc', floorC: '#8d8a84', sacks: 'feed', eye: [-0.6, 1.5, 0.2], at: [0.4, 1.0, 4.5] }),
  },
].map((p) => ({ type: 'storage', ...p }));

const parking = [
  {
    id: 'parking-bay-01', tags: ['basement', 'condo', 'covered'],
    alt: 'An empty numbered parking bay, P2-17, in a basement car park between a silver sedan and a dark SUV, with a green stripe on the wall',
    scene: bayScene({ seed: 21, cars: { [-1]: ['#c7ccd2', 'sedan'], 1: ['#2a3647', 'suv'], 2: '#e9ebee', [-2]: '#7f1d1d', 3: '#8c939c' } }),
  },
  {
    id: 'parking-bay-02', tags: ['basement', 'condo', 'covered'],
    alt: 'A basement parking slot numbered B1-42 with a silver hatchback parked in it, blue wall stripe and warm ceiling lights',
    scene: bayScene({ seed: 22, label: 'B1-42', stripe: '#2b5c8f', warm: true, cars: { 0: ['#b9bec4', 'hatch'], 1: '#7f1d1d', [-1]: null, [-2]: '#f3f4f6', 2: '#4b5563' }, eye: [-1.2, 1.55, -3.6], at: [0.3, 0.8, 4] }),
  },
  {
    id: 'parking-bay-03', tags: ['basement', 'covered', 'wheel stop'],
    alt: 'An empty parking bay marked U-08 with a yellow wheel stop, between a white car and a grey SUV on a green epoxy floor',
    scene: bayScene({ seed: 23, label: 'U-08', stripe: '#c46a1b', floorC: '#6f8a78', cars: { [-1]: ['#f3f4f6', 'sedan'], 1: ['#8c939c', 'suv'], [-2]: '#2c4a6e', 3: '#e9ebee' }, eye: [1.6, 1.45, -2.6], at: [-0.2, 0.7, 4.5], fov: 74 }),
  },
  {
    id: 'parking-motorcycle-01', tags: ['motorcycle', 'basement', 'covered'],
    alt: 'Numbered motorcycle parking slots along a green-striped wall in a basement, scooters parked at an angle in most of them and one slot free',
    scene: bayScene({ seed: 24, motor: true, label: 'M-07', stripe: '#2f7d5b', eye: [0.9, 1.4, 0.2], at: [-0.4, 0.6, 5], fov: 70 }),
  },
  {
    id: 'parking-motorcycle-02', tags: ['motorcycle', 'covered'],
    alt: 'A row of narrow motorcycle bays with scooters and an empty slot in the middle, orange wall stripe and grey concrete floor',
    scene: bayScene({ seed: 25, motor: true, label: 'MC-15', stripe: '#c46a1b', wall: '#ecebe6', warm: true, eye: [-1.6, 1.5, 0.6], at: [0.6, 0.5, 5], fov: 68 }),
  },
  {
    id: 'parking-lot-01', tags: ['open-air', 'lot', 'outdoor'],
    alt: 'An open-air parking lot on a sunny day: rows of parked cars on asphalt with white bay lines, coconut palms and mid-rise buildings behind',
    scene: openLotScene({ seed: 26 }),
  },
  {
    id: 'parking-lot-02', tags: ['open-air', 'lot', 'outdoor'],
    alt: 'A free parking space with a concrete wheel stop in an outdoor lot, parked cars on both sides, a mid-rise building and a blue sky with clouds',
    scene: openLotScene({ seed: 27, sun: [-0.5, 0.65, -0.4], eye: [-1.2, 1.55, 0.5], at: [-6, 0.5, 5], free: [2], palms: false }),
  },
  {
    id: 'parking-carport-01', tags: ['carport', 'house', 'covered'],
    alt: 'A covered carport with white steel posts and a metal roof beside a house, a blue car parked under it and potted flowers by the driveway',
    scene: carportScene({ seed: 28 }),
  },
  {
    id: 'parking-carport-02', tags: ['carport', 'house', 'covered'],
    alt: 'An empty carport slot under a green metal roof next to a cream house, with a concrete driveway, potted plants and a shade tree',
    scene: carportScene({ seed: 29, withCar: false, roof: '#3f6b4f', eye: [-0.6, 1.6, -4.5], at: [0.2, 1.1, 4], sun: [-0.5, 0.8, -0.3] }),
  },
  {
    id: 'parking-garage-01', tags: ['garage', 'house', 'roll-up door'],
    alt: 'A townhouse garage with a shut white roll-up door facing the street, balcony and grilled windows above',
    scene: houseGarageScene({ seed: 30, eye: [2.6, 1.6, -10.5], at: [-0.4, 2.2, 0], fov: 62 }),
  },
  {
    id: 'parking-garage-02', tags: ['garage', 'house', 'roll-up door'],
    alt: 'A townhouse with its garage roll-up door open and a small hatchback parked inside, seen from the street',
    scene: houseGarageScene({ seed: 31, open: 0.95, withCar: true, c: '#e3ebe6', eye: [-1.8, 1.6, -7], at: [-0.8, 1.6, 0] }),
  },
  {
    id: 'parking-driveway-01', tags: ['driveway', 'gate', 'house'],
    alt: 'An empty concrete driveway slot inside a walled house lot, ending at a maroon steel gate with houses across the street',
    scene: drivewayScene({ seed: 32 }),
  },
  {
    id: 'parking-driveway-02', tags: ['driveway', 'gate', 'house'],
    alt: 'A driveway parking slot behind a half-open dark green sliding gate, potted bougainvillea along the walls',
    scene: drivewayScene({ seed: 33, gateC: '#24432f', open: 0.45, wallC: '#f0e8d8', eye: [-0.9, 1.5, 6], at: [0.5, 1.0, -4] }),
  },
  {
    id: 'parking-ramp-01', tags: ['ramp', 'building', 'covered'],
    alt: 'A concrete ramp rising to the next level of a parking building, with yellow curb lines, a painted arrow and ceiling lights',
    scene: rampScene({ seed: 34 }),
  },
].map((p) => ({ type: 'parking', ...p }));

const warehouse = [
  {
    id: 'warehouse-racking-01', tags: ['racking', 'pallets', 'aisle'],
    alt: 'A long warehouse aisle between blue and orange pallet racks four levels high, loaded with cartons on pallets, polished concrete floor',
    scene: aisleScene({ seed: 41 }),
  },
  {
    id: 'warehouse-racking-02', tags: ['racking', 'pallets', 'aisle'],
    alt: 'Green pallet racking with yellow beams along a wide aisle, partly filled with cartons and stretch-wrapped loads',
    scene: aisleScene({ seed: 42, up: '#2f7a4a', beam: '#e3b42a', eye: [-0.8, 1.5, 0], at: [0.8, 2.2, 20], fov: 74, A: 1.8, fill: 0.65 }),
  },
  {
    id: 'warehouse-racking-03', tags: ['racking', 'pallets'],
    alt: 'Grey pallet racks with orange beams seen at an angle, pallets of boxes on every level up to the high ceiling',
    scene: aisleScene({ seed: 43, up: '#6b7580', beam: '#e8641d', eye: [0.9, 1.7, 2], at: [-2.2, 3.2, 10], fov: 76 }),
  },
  {
    id: 'warehouse-floor-01', tags: ['empty', 'columns', 'hall'],
    alt: 'An empty warehouse hall with blue steel columns, a polished concrete floor with joint lines, skylights and three roll-up doors',
    scene: emptyHallScene({ seed: 44, eye: [-3, 1.6, -1], at: [1, 2.4, 30] }),
  },
  {
    id: 'warehouse-floor-02', tags: ['empty', 'columns', 'hall'],
    alt: 'A wide warehouse floor with grey columns and white steel walls, mostly empty, with a few pallets of goods in the middle',
    scene: emptyHallScene({ seed: 45, colC: '#6b7580', clad: '#e9e6df', floorC: '#a9aaa6', pallets: true, eye: [7, 1.7, 0], at: [-2, 2.0, 26] }),
  },
  {
    id: 'warehouse-pallets-01', tags: ['pallets', 'floor storage'],
    alt: 'Rows of pallets stacked two and three high in yellow-marked lanes on a warehouse floor, some wrapped in plastic film',
    scene: palletScene({ seed: 46 }),
  },
  {
    id: 'warehouse-pallets-02', tags: ['pallets', 'floor storage'],
    alt: 'Block-stacked pallets of cartons and plastic-wrapped loads in yellow-marked lanes, with green steel columns',
    scene: palletScene({ seed: 47, eye: [-1, 1.6, -1.5], at: [-6, 0.8, 10], colC: '#3b6e47' }),
  },
  {
    id: 'warehouse-mezzanine-01', tags: ['mezzanine', 'pallets'],
    alt: 'A steel mezzanine floor with yellow railings on blue columns along one side of a warehouse, pallets stored under and on top of it',
    scene: mezzanineScene({ seed: 48, eye: [1.5, 1.7, 4], at: [-4, 2.4, 14], fov: 74 }),
  },
  {
    id: 'warehouse-dock-01', tags: ['loading dock', 'dock door'],
    alt: 'Inside a loading dock: a row of shut dock doors with levellers, black bumpers and yellow-and-black floor stripes, one door open to a truck trailer',
    scene: dockInsideScene({ seed: 49, eye: [-3.5, 1.7, 11], at: [0.5, 1.4, 24], fov: 72 }),
  },
  {
    id: 'warehouse-dock-02', tags: ['loading dock', 'dock door', 'outdoor'],
    alt: 'The front of a warehouse with five raised loading dock doors under a canopy, a white box trailer backed up to one of them',
    scene: dockOutsideScene({ seed: 50, eye: [7, 1.7, -21], at: [-2, 2.6, 0], fov: 64 }),
  },
  {
    id: 'warehouse-shop-01', tags: ['commercial', 'roll-up shutter', 'for rent'],
    alt: 'A row of ground-floor shops with grey roll-up shutters and coloured sign boards, one shutter half open with a FOR RENT sign',
    scene: shopfrontScene({ seed: 51, eye: [-3, 1.6, -9.5], at: [1, 2.6, 0], fov: 64 }),
  },
  {
    id: 'warehouse-shop-02', tags: ['commercial', 'roll-up shutter', 'empty'],
    alt: 'An empty small commercial space with white walls, a light grey tiled floor and ceiling lights, its roll-up shutter open to a sunny street',
    scene: shopInsideScene({ seed: 52 }),
  },
].map((p) => ({ type: 'warehouse', ...p }));

const byId = (a, b) => a.id.localeCompare(b.id);
export const photos = [...storage.sort(byId), ...parking.sort(byId), ...warehouse.sort(byId)];
