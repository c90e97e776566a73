import type { VnResult } from './vn-prizes.js';

/**
 * Crafted results for the VN tests, with the tails written where a reader can count them:
 * in the north, 45 ends 7 numbers (the special, both G2, G5 1145 and 2345, G6 345, G7 45).
 */
export const NORTH_RESULT: VnResult = {
  region: 'NORTH',
  prizes: [
    { prize: 'SPECIAL', numbers: ['12345'] },
    { prize: 'G1', numbers: ['67890'] },
    { prize: 'G2', numbers: ['11145', '22245'] },
    { prize: 'G3', numbers: ['00001', '00002', '00003', '00004', '00005', '00006'] },
    { prize: 'G4', numbers: ['1234', '5678', '9012', '3456'] },
    { prize: 'G5', numbers: ['7890', '1145', '2345', '6789', '0123', '4567'] },
    { prize: 'G6', numbers: ['345', '999', '000'] },
    { prize: 'G7', numbers: ['45', '07', '08', '09'] },
  ],
};

/** In the south, 65 ends 5 numbers: G8 65, G7 765, G5 8765, G4 11165 and the special 098765. */
export const SOUTH_RESULT: VnResult = {
  region: 'SOUTH',
  prizes: [
    { prize: 'G8', numbers: ['65'] },
    { prize: 'G7', numbers: ['765'] },
    { prize: 'G6', numbers: ['1111', '2222', '3333'] },
    { prize: 'G5', numbers: ['8765'] },
    { prize: 'G4', numbers: ['11165', '12121', '13131', '14141', '15151', '16161', '17171'] },
    { prize: 'G3', numbers: ['20202', '30303'] },
    { prize: 'G2', numbers: ['40404'] },
    { prize: 'G1', numbers: ['50505'] },
    { prize: 'SPECIAL', numbers: ['098765'] },
  ],
};
