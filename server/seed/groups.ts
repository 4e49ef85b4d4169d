/**
 * Shop groups: a food street with a banner, custom links (one safe, one without a scheme, one
 * `javascript:` link the client must refuse) and shops in and out of their hours; and a links-only
 * group without shops, where the search box stays hidden.
 */
import { BUNSIK_SEQ } from './counter-shops.ts';
import { HANOK_SEQ } from './hanok.ts';
import { CLOSED_SEQ, GUKBAP_SEQ, POCHA_SEQ } from './hours-shops.ts';
import type { SeedGroup } from './types.ts';

export const FOOD_STREET_GROUP = 'euljiro-food-street';
export const LINKS_ONLY_GROUP = 'hanok-links';

export function seedGroups(): SeedGroup[] {
  return [
    {
      groupCode: FOOD_STREET_GROUP,
      shopGroupName: '을지로 먹자골목',
      mapped: [
        { randomCode: 'Xk3v9QbT', shopSeq: BUNSIK_SEQ },
        { randomCode: 'Hn7pL2wd', shopSeq: HANOK_SEQ },
        { randomCode: 'Pq4sN8zr', shopSeq: POCHA_SEQ },
        { randomCode: 'Gb6tM1yc', shopSeq: GUKBAP_SEQ },
        { randomCode: 'Zc2wR5jh', shopSeq: CLOSED_SEQ },
      ],
      customLinks: [
        {
          linkSeq: 1,
          linkName: '골목 지도 보기',
          imagePath: 'custom-link/euljiro-food-street/1.png',
          linkUrl: 'https://map.naver.com/p/search/%EC%9D%84%EC%A7%80%EB%A1%9C',
        },
        { linkSeq: 2, linkName: '이번 주 이벤트', imagePath: null, linkUrl: 'www.example.com/euljiro-event' },
        {
          linkSeq: 3,
          linkName: '수상한 링크',
          imagePath: 'custom-link/euljiro-food-street/3.png',
          linkUrl: 'javascript:alert(document.cookie)',
        },
      ],
      bannerImagePath: 'group/euljiro-food-street/banner.png',
      bannerUrlLink: 'www.example.com/euljiro',
      defaultAddress: '서울특별시 중구 을지로 157',
    },
    {
      groupCode: LINKS_ONLY_GROUP,
      shopGroupName: '한옥마을 안내',
      mapped: [],
      customLinks: [
        {
          linkSeq: 11,
          linkName: '북촌 한옥마을 안내',
          imagePath: 'custom-link/hanok-links/11.png',
          linkUrl: 'https://www.example.com/bukchon',
        },
      ],
      bannerImagePath: null,
      bannerUrlLink: null,
      defaultAddress: null,
    },
  ];
}
