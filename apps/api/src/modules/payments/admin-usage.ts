/** This module's lines of `npm run admin -- help` (cli/router.ts composes the whole text). */
export const PAYMENTS_USAGE = `  orders [--phone <телефон>] [--status <стан>] [--limit <кількість>]
        показати замовлення, новіші першими (50, якщо не вказано); стани: created, pending, paid,
        failed, reversed
  refund <id замовлення>
        позначити оплачене замовлення поверненим і забрати його дні Преміуму (гроші повертаються
        в кабінеті LiqPay окремо)
  price <грн> [днів] [--former <грн>]
        ціна (і строк) Преміуму за замовчуванням; групи з власною ціною її зберігають;
        --former: справжня колишня ціна, яку картка Преміуму покаже закресленою, якщо вона вища
        за поточну (--former 0 прибирає її)`;
