import type { VnRegion } from './vn-prizes.js';
import type { Weekday } from './vn-time.js';

/**
 * Who draws when. The south and the central region draw one result per province, on the weekdays
 * of the schedule the provincial lottery companies publish (unchanged for years); the north draws
 * once a day for the whole region, and the day's host city only names the ticket. Operators may
 * pass their own table where a province changes its day.
 */

export const VN_DRAW_MINUTE: Record<VnRegion, number> = {
  SOUTH: 16 * 60 + 15,
  CENTRAL: 17 * 60 + 15,
  NORTH: 18 * 60 + 15,
};

export type VnProvince = { code: string; name: string; region: VnRegion };

const province = (region: VnRegion, code: string, name: string): VnProvince => ({ code, name, region });

export const VN_PROVINCES = {
  // South (miền Nam)
  HCM: province('SOUTH', 'HCM', 'TP. Hồ Chí Minh'),
  DTH: province('SOUTH', 'DTH', 'Đồng Tháp'),
  CMA: province('SOUTH', 'CMA', 'Cà Mau'),
  BTR: province('SOUTH', 'BTR', 'Bến Tre'),
  VTA: province('SOUTH', 'VTA', 'Vũng Tàu'),
  BLI: province('SOUTH', 'BLI', 'Bạc Liêu'),
  DNA: province('SOUTH', 'DNA', 'Đồng Nai'),
  CTH: province('SOUTH', 'CTH', 'Cần Thơ'),
  STR: province('SOUTH', 'STR', 'Sóc Trăng'),
  TNI: province('SOUTH', 'TNI', 'Tây Ninh'),
  AGI: province('SOUTH', 'AGI', 'An Giang'),
  BTH: province('SOUTH', 'BTH', 'Bình Thuận'),
  VLO: province('SOUTH', 'VLO', 'Vĩnh Long'),
  BDU: province('SOUTH', 'BDU', 'Bình Dương'),
  TVI: province('SOUTH', 'TVI', 'Trà Vinh'),
  LAN: province('SOUTH', 'LAN', 'Long An'),
  BPH: province('SOUTH', 'BPH', 'Bình Phước'),
  HGI: province('SOUTH', 'HGI', 'Hậu Giang'),
  TGI: province('SOUTH', 'TGI', 'Tiền Giang'),
  KGI: province('SOUTH', 'KGI', 'Kiên Giang'),
  DLA: province('SOUTH', 'DLA', 'Đà Lạt'),
  // Central (miền Trung)
  TTH: province('CENTRAL', 'TTH', 'Thừa Thiên Huế'),
  PYE: province('CENTRAL', 'PYE', 'Phú Yên'),
  DLK: province('CENTRAL', 'DLK', 'Đắk Lắk'),
  QNA: province('CENTRAL', 'QNA', 'Quảng Nam'),
  DNG: province('CENTRAL', 'DNG', 'Đà Nẵng'),
  KHO: province('CENTRAL', 'KHO', 'Khánh Hòa'),
  BDI: province('CENTRAL', 'BDI', 'Bình Định'),
  QTR: province('CENTRAL', 'QTR', 'Quảng Trị'),
  QBI: province('CENTRAL', 'QBI', 'Quảng Bình'),
  GLA: province('CENTRAL', 'GLA', 'Gia Lai'),
  NTH: province('CENTRAL', 'NTH', 'Ninh Thuận'),
  QNG: province('CENTRAL', 'QNG', 'Quảng Ngãi'),
  DNO: province('CENTRAL', 'DNO', 'Đắk Nông'),
  KTU: province('CENTRAL', 'KTU', 'Kon Tum'),
  // North (miền Bắc): the host of the day's single draw
  HNO: province('NORTH', 'HNO', 'Hà Nội'),
  QNI: province('NORTH', 'QNI', 'Quảng Ninh'),
  BNI: province('NORTH', 'BNI', 'Bắc Ninh'),
  HPH: province('NORTH', 'HPH', 'Hải Phòng'),
  NDI: province('NORTH', 'NDI', 'Nam Định'),
  TBI: province('NORTH', 'TBI', 'Thái Bình'),
} as const satisfies Record<string, VnProvince>;

export type VnProvinceCode = keyof typeof VN_PROVINCES;

/** Province codes drawing on each weekday, per region, in the order the results are announced. */
export type VnWeeklySchedule = Record<VnRegion, Record<Weekday, readonly VnProvinceCode[]>>;

export const VN_WEEKLY_SCHEDULE: VnWeeklySchedule = {
  SOUTH: {
    MON: ['HCM', 'DTH', 'CMA'],
    TUE: ['BTR', 'VTA', 'BLI'],
    WED: ['DNA', 'CTH', 'STR'],
    THU: ['TNI', 'AGI', 'BTH'],
    FRI: ['VLO', 'BDU', 'TVI'],
    SAT: ['HCM', 'LAN', 'BPH', 'HGI'],
    SUN: ['TGI', 'KGI', 'DLA'],
  },
  CENTRAL: {
    MON: ['TTH', 'PYE'],
    TUE: ['DLK', 'QNA'],
    WED: ['DNG', 'KHO'],
    THU: ['BDI', 'QTR', 'QBI'],
    FRI: ['GLA', 'NTH'],
    SAT: ['DNG', 'QNG', 'DNO'],
    SUN: ['KTU', 'KHO', 'TTH'],
  },
  NORTH: {
    MON: ['HNO'],
    TUE: ['QNI'],
    WED: ['BNI'],
    THU: ['HNO'],
    FRI: ['HPH'],
    SAT: ['NDI'],
    SUN: ['TBI'],
  },
};

export const provincesDrawing = (
  region: VnRegion,
  weekday: Weekday,
  schedule: VnWeeklySchedule = VN_WEEKLY_SCHEDULE,
): readonly VnProvinceCode[] => schedule[region][weekday];
