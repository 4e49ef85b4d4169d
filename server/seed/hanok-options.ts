/** Option groups of the Hanok Village shop, each one a branch of the option rules (spec point 5). */
import type { GroupDef } from './build.ts';

export const RICE_PORTION: GroupDef = {
  id: 'og-1-rice',
  names: {
    ko: '밥 양',
    en: 'Rice portion',
    jp: 'ご飯の量',
    ch: '米饭份量',
    al: 'كمية الأرز',
    vi: 'Lượng cơm',
    ru: 'Порция риса',
  },
  unique: true,
  options: [
    {
      id: 'op-1-rice-regular',
      names: { ko: '보통', en: 'Regular', jp: '普通', ch: '普通', al: 'عادي', vi: 'Bình thường', ru: 'Обычная' },
    },
    {
      id: 'op-1-rice-large',
      names: { ko: '곱빼기', en: 'Large', jp: '大盛り', ch: '加量', al: 'كبير', vi: 'Thêm cơm', ru: 'Большая' },
      price: 1000,
    },
  ],
};

/** Checkboxes, at most three, one of them out of stock. */
export const TOPPINGS: GroupDef = {
  id: 'og-1-toppings',
  names: {
    ko: '토핑 추가',
    en: 'Extra toppings',
    jp: 'トッピング追加',
    ch: '加料',
    al: 'إضافات',
    vi: 'Thêm topping',
    ru: 'Дополнительные добавки',
  },
  max: 3,
  options: [
    {
      id: 'op-1-egg',
      names: {
        ko: '계란 후라이',
        en: 'Fried egg',
        jp: '目玉焼き',
        ch: '煎蛋',
        al: 'بيض مقلي',
        vi: 'Trứng ốp la',
        ru: 'Яичница',
      },
      price: 1000,
    },
    {
      id: 'op-1-tuna',
      names: { ko: '참치', en: 'Tuna', jp: 'ツナ', ch: '金枪鱼', al: 'تونة', vi: 'Cá ngừ', ru: 'Тунец' },
      price: 2000,
      soldOut: true,
    },
    {
      id: 'op-1-cheese',
      names: { ko: '치즈', en: 'Cheese', jp: 'チーズ', ch: '芝士', al: 'جبن', vi: 'Phô mai', ru: 'Сыр' },
      price: 1500,
    },
    {
      id: 'op-1-seaweed',
      names: {
        ko: '김가루',
        en: 'Seaweed flakes',
        jp: '刻み海苔',
        ch: '海苔碎',
        al: 'رقائق الأعشاب البحرية',
        vi: 'Rong biển vụn',
        ru: 'Хлопья нори',
      },
      price: 500,
    },
  ],
};

/** Required single choice. */
export const SPICE_LEVEL: GroupDef = {
  id: 'og-1-spice',
  names: { ko: '맵기 선택', en: 'Spice level', jp: '辛さ', ch: '辣度', al: 'مستوى الحدّة', vi: 'Độ cay', ru: 'Острота' },
  unique: true,
  required: true,
  min: 1,
  max: 1,
  options: [
    {
      id: 'op-1-mild',
      names: { ko: '순한맛', en: 'Mild', jp: '甘口', ch: '微辣', al: 'خفيف', vi: 'Ít cay', ru: 'Неострый' },
    },
    {
      id: 'op-1-medium',
      names: { ko: '보통맛', en: 'Medium', jp: '中辛', ch: '中辣', al: 'متوسط', vi: 'Cay vừa', ru: 'Средний' },
    },
    {
      id: 'op-1-hot',
      names: { ko: '매운맛', en: 'Hot', jp: '辛口', ch: '特辣', al: 'حار', vi: 'Cay nhiều', ru: 'Острый' },
    },
  ],
};

/** The chosen size's price replaces the menu price. */
export const CHICKEN_SIZE: GroupDef = {
  id: 'og-1-size',
  names: { ko: '크기', en: 'Size', jp: 'サイズ', ch: '份量', al: 'الحجم', vi: 'Kích cỡ', ru: 'Размер' },
  unique: true,
  replace: true,
  required: true,
  min: 1,
  max: 1,
  options: [
    {
      id: 'op-1-half',
      names: {
        ko: '반계',
        en: 'Half chicken',
        jp: 'ハーフ',
        ch: '半只',
        al: 'نصف دجاجة',
        vi: 'Nửa con',
        ru: 'Половина курицы',
      },
      price: 11000,
    },
    {
      id: 'op-1-whole',
      names: {
        ko: '한마리',
        en: 'Whole chicken',
        jp: '丸ごと一羽',
        ch: '整只',
        al: 'دجاجة كاملة',
        vi: 'Nguyên con',
        ru: 'Целая курица',
      },
      price: 17000,
    },
  ],
};

/** Every option is out of stock, so the client drops the group. */
export const EXTRA_NOODLES: GroupDef = {
  id: 'og-1-noodles',
  names: {
    ko: '사리 추가',
    en: 'Extra noodles',
    jp: '麺の追加',
    ch: '加面',
    al: 'نودلز إضافية',
    vi: 'Thêm mì',
    ru: 'Дополнительная лапша',
  },
  options: [
    {
      id: 'op-1-noodle',
      names: { ko: '면 사리', en: 'Noodles', jp: '追加麺', ch: '面条', al: 'نودلز', vi: 'Mì thêm', ru: 'Лапша' },
      price: 2000,
      soldOut: true,
    },
    {
      id: 'op-1-ricecake',
      names: {
        ko: '떡 사리',
        en: 'Rice cakes',
        jp: '餅',
        ch: '年糕',
        al: 'كعك الأرز',
        vi: 'Bánh gạo',
        ru: 'Рисовые клёцки',
      },
      price: 1500,
      soldOut: true,
    },
  ],
};

/** Required checkboxes with a minimum of one and a maximum of two. */
export const SAUCES: GroupDef = {
  id: 'og-1-sauces',
  names: {
    ko: '소스 선택',
    en: 'Choose sauces',
    jp: 'ソース選択',
    ch: '选择酱料',
    al: 'اختر الصلصات',
    vi: 'Chọn nước chấm',
    ru: 'Выбор соусов',
  },
  required: true,
  min: 1,
  max: 2,
  options: [
    {
      id: 'op-1-soy',
      names: {
        ko: '간장',
        en: 'Soy sauce',
        jp: '醤油',
        ch: '酱油',
        al: 'صلصة الصويا',
        vi: 'Nước tương',
        ru: 'Соевый соус',
      },
    },
    {
      id: 'op-1-chojang',
      names: {
        ko: '초고추장',
        en: 'Sweet chili paste',
        jp: '酢コチュジャン',
        ch: '醋辣酱',
        al: 'معجون الفلفل الحار بالخل',
        vi: 'Tương ớt chua ngọt',
        ru: 'Кисло-острая паста',
      },
    },
    {
      id: 'op-1-wasabi',
      names: {
        ko: '와사비 마요',
        en: 'Wasabi mayo',
        jp: 'わさびマヨ',
        ch: '芥末蛋黄酱',
        al: 'مايونيز بالوسابي',
        vi: 'Sốt mayo mù tạt',
        ru: 'Майонез с васаби',
      },
      price: 500,
    },
  ],
};

export const EXTRA_MEAT: GroupDef = {
  id: 'og-1-meat',
  names: {
    ko: '고기 추가',
    en: 'Extra meat',
    jp: 'お肉追加',
    ch: '加肉',
    al: 'لحم إضافي',
    vi: 'Thêm thịt',
    ru: 'Дополнительное мясо',
  },
  options: [
    {
      id: 'op-1-bulgogi',
      names: {
        ko: '불고기 100g',
        en: 'Bulgogi 100 g',
        jp: 'プルコギ100g',
        ch: '烤牛肉100克',
        al: 'بولغوغي 100 غرام',
        vi: 'Bulgogi 100 g',
        ru: 'Пулькоги 100 г',
      },
      price: 5000,
    },
  ],
};
