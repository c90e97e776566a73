/**
 * The VN provinces the studio draws (apps/studio/src/games/lottery/engine/vn-schedule.ts), by
 * region in the order of the weekly schedule: their names for the results' filter. The server's
 * table is the source; a code it adds shows as its code until it is added here.
 */
export const VN_PROVINCE_NAMES: Record<'SOUTH' | 'CENTRAL' | 'NORTH', Record<string, string>> = {
  SOUTH: {
    HCM: 'TP. Hồ Chí Minh',
    DTH: 'Đồng Tháp',
    CMA: 'Cà Mau',
    BTR: 'Bến Tre',
    VTA: 'Vũng Tàu',
    BLI: 'Bạc Liêu',
    DNA: 'Đồng Nai',
    CTH: 'Cần Thơ',
    STR: 'Sóc Trăng',
    TNI: 'Tây Ninh',
    AGI: 'An Giang',
    BTH: 'Bình Thuận',
    VLO: 'Vĩnh Long',
    BDU: 'Bình Dương',
    TVI: 'Trà Vinh',
    LAN: 'Long An',
    BPH: 'Bình Phước',
    HGI: 'Hậu Giang',
    TGI: 'Tiền Giang',
    KGI: 'Kiên Giang',
    DLA: 'Đà Lạt',
  },
  CENTRAL: {
    TTH: 'Thừa Thiên Huế',
    PYE: 'Phú Yên',
    DLK: 'Đắk Lắk',
    QNA: 'Quảng Nam',
    DNG: 'Đà Nẵng',
    KHO: 'Khánh Hòa',
    BDI: 'Bình Định',
    QTR: 'Quảng Trị',
    QBI: 'Quảng Bình',
    GLA: 'Gia Lai',
    NTH: 'Ninh Thuận',
    QNG: 'Quảng Ngãi',
    DNO: 'Đắk Nông',
    KTU: 'Kon Tum',
  },
  NORTH: {
    HNO: 'Hà Nội',
    QNI: 'Quảng Ninh',
    BNI: 'Bắc Ninh',
    HPH: 'Hải Phòng',
    NDI: 'Nam Định',
    TBI: 'Thái Bình',
  },
};

export const provinceName = (code: string | null): string | null => {
  if (code === null) return null;
  for (const region of Object.values(VN_PROVINCE_NAMES)) if (code in region) return region[code]!;
  return code;
};
