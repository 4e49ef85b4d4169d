/**
 * The gateways' browser scripts, shaped like the real ones so the app's payment code is the
 * production code path. Plain ES5 so any browser the diner has can run them. Each checks its
 * arguments, then sends the page to the stand-in card page next to where the script was loaded.
 * Return and stop addresses must be on the app's own site; they travel on as paths.
 */
const SHARED = `
  var here = document.currentScript && document.currentScript.src;
  function cardPage(code) {
    return here ? new URL('card', here).href : '/pg/' + code + '/card';
  }
  function sitePath(value) {
    if (typeof value !== 'string' || value === '') return null;
    var url;
    try { url = new URL(value, location.href); } catch (e) { return null; }
    if (url.origin !== location.origin) return null;
    return url.pathname + url.search + url.hash;
  }
  function positiveAmount(value) {
    var n = typeof value === 'string' && /^[0-9]+$/.test(value) ? Number(value) : value;
    return typeof n === 'number' && isFinite(n) && Math.floor(n) === n && n > 0 ? n : null;
  }
  function text(value) {
    return typeof value === 'string' && value !== '' ? value : null;
  }
`;

export const SMARTRO_SCRIPT = `/* smartro pay stand-in: smartropay.init(opts); smartropay.payment({ Moid, Amt, GoodsNm, ReturnUrl, StopUrl }) */
(function () {
  'use strict';
  ${SHARED}
  var options = {};
  function fail(message) {
    throw new Error('smartropay: ' + message);
  }
  window.smartropay = {
    init: function (opts) {
      options = opts && typeof opts === 'object' ? opts : {};
    },
    payment: function (params) {
      if (!params || typeof params !== 'object') fail('payment needs an object');
      var moid = text(params.Moid);
      var amt = positiveAmount(params.Amt);
      var goods = text(params.GoodsNm);
      var ret = sitePath(params.ReturnUrl);
      var stop = sitePath(params.StopUrl);
      if (!moid) fail('Moid is required');
      if (!amt) fail('Amt must be a positive whole number');
      if (!goods) fail('GoodsNm is required');
      if (!ret) fail('ReturnUrl must be an address on this site');
      if (!stop) fail('StopUrl must be an address on this site');
      var query = new URLSearchParams({ Moid: moid, Amt: String(amt), GoodsNm: goods, ReturnUrl: ret, StopUrl: stop });
      if (options.mode) query.set('Mode', String(options.mode));
      location.assign(cardPage('smartro') + '?' + query.toString());
    },
  };
})();
`;

export const NICE_SCRIPT = `/* nice pay stand-in: AUTHNICE.requestPay({ clientId, method: 'card', orderId, amount, goodsName, returnUrl, cancelUrl, fnError }) */
(function () {
  'use strict';
  ${SHARED}
  window.AUTHNICE = {
    requestPay: function (params) {
      if (!params || typeof params !== 'object') throw new Error('AUTHNICE: requestPay needs an object');
      function fail(errorCode, msg) {
        if (typeof params.fnError === 'function') params.fnError({ errorCode: errorCode, msg: msg });
        else throw new Error('AUTHNICE: ' + msg);
      }
      var orderId = text(params.orderId);
      var amount = positiveAmount(params.amount);
      var goodsName = text(params.goodsName);
      var ret = sitePath(params.returnUrl);
      var cancel = sitePath(params.cancelUrl);
      if (!text(params.clientId)) return fail('E001', 'clientId is required');
      if (params.method !== 'card') return fail('E002', 'method must be card');
      if (!orderId) return fail('E003', 'orderId is required');
      if (!amount) return fail('E004', 'amount must be a positive whole number');
      if (!goodsName) return fail('E005', 'goodsName is required');
      if (!ret) return fail('E006', 'returnUrl must be an address on this site');
      if (!cancel) return fail('E007', 'cancelUrl must be an address on this site');
      var query = new URLSearchParams({
        clientId: params.clientId,
        orderId: orderId,
        amount: String(amount),
        goodsName: goodsName,
        returnUrl: ret,
        cancelUrl: cancel,
      });
      location.assign(cardPage('nice') + '?' + query.toString());
    },
  };
})();
`;
