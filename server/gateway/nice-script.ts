/**
 * The stand-in of NICEPAY's JS SDK (`https://pay.nicepay.co.kr/v1/js/`): `AUTHNICE.requestPay`
 * checks its object against the manual's request table (api/payment-window-server.md "요청 명세")
 * and reports a refusal through `fnError` at once; on a PC it opens the card window as a layer whose
 * close button reports through `fnError` later; on a phone it sends the page to the card window.
 */
import { LAYER_SHARED } from './layer-script.ts';

export const NICE_SCRIPT = `/* NICEPAY stand-in: AUTHNICE.requestPay({ clientId, method, orderId, amount, goodsName, returnUrl, mallReserved, fnError }) */
(function () {
  'use strict';
  ${LAYER_SHARED}
  window.AUTHNICE = {
    requestPay: function (params) {
      if (!params || typeof params !== 'object') throw new Error('AUTHNICE: requestPay needs an object');
      function report(errorCode, msg, errorMsg) {
        if (typeof params.fnError === 'function') params.fnError({ errorCode: errorCode, msg: msg, errorMsg: errorMsg });
      }
      function refuse(errorMsg) {
        report('A212', '잘못된 데이터 형식입니다', errorMsg);
      }
      var amount = params.amount;
      if (typeof params.clientId !== 'string' || params.clientId === '') return refuse('clientId is required');
      if (params.method !== 'card') return refuse('method must be card');
      if (typeof params.orderId !== 'string' || params.orderId === '' || params.orderId.length > 64) return refuse('orderId must be 1 to 64 characters');
      if (typeof amount !== 'number' || Math.floor(amount) !== amount || amount <= 0) return refuse('amount must be a whole number');
      if (typeof params.goodsName !== 'string' || params.goodsName === '' || Array.from(params.goodsName).length > 40) return refuse('goodsName must be 1 to 40 characters');
      if (typeof params.returnUrl !== 'string' || !/^https?:\\/\\//.test(params.returnUrl)) return refuse('returnUrl must be an absolute address');
      var mallReserved = typeof params.mallReserved === 'string' ? params.mallReserved : '';
      var query = new URLSearchParams({
        clientId: params.clientId,
        orderId: params.orderId,
        amount: String(amount),
        goodsName: params.goodsName.replace(/["\\u00a6|]/g, '-'),
        returnUrl: params.returnUrl,
        mallReserved: mallReserved,
        channel: isMobile() ? 'mobile' : 'pc',
      });
      var src = cardPage('nice') + '?' + query.toString();
      if (isMobile()) {
        location.assign(src);
        return;
      }
      openLayer('nice-pay-layer', src, function () {
        report('I002', '사용자가 결제를 취소하였습니다', 'the payment window was closed');
      });
    },
  };
})();
`;
