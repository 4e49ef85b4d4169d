/**
 * The stand-ins of Smartro's two browser scripts (PC `…/asset/js/SmartroPAY-1.0.min.js` on
 * tpay/pay.smartropay.co.kr, mobile the same file on tmpay/mpay): `smartropay.init({ mode })`, then
 * `smartropay.payment({ FormId, Callback })` over the merchant's form (manual.smartropay.co.kr
 * module.do "결제요청 파라미터"). The PC script opens the card window as a layer and hands
 * `{ Tid, TrAuthKey }` to `Callback`, whose page then posts them to `ReturnUrl`; the mobile script
 * sends the page to the card window, which posts to `ReturnUrl` itself, or goes to `StopUrl`.
 * A request outside the table is refused with an exception, before any window opens.
 */
import { LAYER_SHARED } from './layer-script.ts';

const CHECKS = `
  var options = null;
  var NAMES = ['PayMethod', 'GoodsCnt', 'GoodsName', 'Amt', 'Moid', 'Mid', 'ReturnUrl', 'StopUrl', 'BuyerName',
    'BuyerTel', 'BuyerEmail', 'EdiDate', 'EncryptData', 'MallReserved'];
  function fail(message) {
    throw new Error('smartropay: ' + message);
  }
  function formFields(formId) {
    var form = typeof formId === 'string' ? document.getElementById(formId) : null;
    if (!form || !form.elements) fail('FormId must name a form on the page');
    var fields = {};
    for (var i = 0; i < NAMES.length; i += 1) {
      var input = form.elements.namedItem(NAMES[i]);
      fields[NAMES[i]] = input && typeof input.value === 'string' ? input.value : '';
    }
    return fields;
  }
  function check(fields, needStop) {
    if (!options) fail('call smartropay.init({ mode }) first');
    if (fields.PayMethod !== 'CARD') fail('PayMethod must be CARD');
    if (!/^[A-Za-z0-9_]{1,10}$/.test(fields.Mid)) fail('Mid must be 1 to 10 characters');
    if (!/^[A-Za-z0-9]{1,40}$/.test(fields.Moid)) fail('Moid must be 1 to 40 letters or digits, no special characters');
    if (!/^[1-9][0-9]{0,11}$/.test(fields.Amt)) fail('Amt must be digits only');
    if (fields.GoodsName === '' || Array.from(fields.GoodsName).length > 40) fail('GoodsName must be 1 to 40 characters');
    if (!/^[0-9]{1,2}$/.test(fields.GoodsCnt)) fail('GoodsCnt must be 1 or 2 digits');
    if (!/^[0-9]{14}$/.test(fields.EdiDate)) fail('EdiDate must be yyyyMMddHHmmss');
    if (fields.EncryptData === '') fail('EncryptData is required');
    if (!/^https?:\\/\\//.test(fields.ReturnUrl)) fail('ReturnUrl must be a full address');
    if (needStop && !/^https?:\\/\\//.test(fields.StopUrl)) fail('StopUrl must be a full address on mobile');
  }
  function query(fields, channel) {
    var params = new URLSearchParams(fields);
    params.set('Mode', options.mode);
    params.set('channel', channel);
    params.set('Origin', location.origin);
    return cardPage('smartro') + '?' + params.toString();
  }
  function init(opts) {
    var mode = opts && opts.mode;
    if (mode !== 'STG' && mode !== 'REAL') fail('init mode must be STG or REAL');
    options = { mode: mode };
  }
`;

export const SMARTRO_PC_SCRIPT = `/* Smartro stand-in (PC): smartropay.init({ mode }); smartropay.payment({ FormId, Callback }) */
(function () {
  'use strict';
  ${LAYER_SHARED}
  ${CHECKS}
  var waiting = null;
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!waiting || event.origin !== location.origin || !data || data.source !== 'smartro-standin') return;
    var done = waiting;
    waiting = null;
    var layer = document.getElementById('smartro-pay-layer');
    if (layer && layer.parentNode) layer.parentNode.removeChild(layer);
    done({ Tid: data.Tid, TrAuthKey: data.TrAuthKey });
  });
  window.smartropay = {
    init: init,
    payment: function (params) {
      if (!params || typeof params !== 'object') fail('payment needs an object');
      if (typeof params.Callback !== 'function') fail('the PC window needs a Callback');
      var fields = formFields(params.FormId);
      check(fields, false);
      waiting = params.Callback;
      openLayer('smartro-pay-layer', query(fields, 'pc'), function () {
        waiting = null;
      });
    },
  };
})();
`;

export const SMARTRO_MOBILE_SCRIPT = `/* Smartro stand-in (mobile): smartropay.init({ mode }); smartropay.payment({ FormId }) */
(function () {
  'use strict';
  ${LAYER_SHARED}
  ${CHECKS}
  window.smartropay = {
    init: init,
    payment: function (params) {
      if (!params || typeof params !== 'object') fail('payment needs an object');
      var fields = formFields(params.FormId);
      check(fields, true);
      location.assign(query(fields, 'mobile'));
    },
  };
})();
`;
