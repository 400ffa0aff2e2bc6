/**
 * Texts of the loans page's risk figures (issue 23): the liquidation price per collateral, "¿Y si baja?", the
 * figures after an action, the reserve facts before one, and the reserve's refusals in plain words.
 */
export const lendingRisk = {
  'lendingRisk.title': 'Precio de liquidación',
  'lendingRisk.intro':
    'El precio al que tu factor de salud llega a 1 y Aave puede liquidar tu garantía, con los demás precios quietos.',
  'lendingRisk.today': 'Hoy {price}',
  'lendingRisk.liquidatedAt': 'Se liquida a',
  'lendingRisk.distance': '{percent} por debajo de hoy',
  'lendingRisk.liquidatableNow': 'ya se puede liquidar',
  'lendingRisk.threshold': 'umbral de liquidación {threshold}',
  'lendingRisk.none.noDebt': 'Sin precio de liquidación: no tenés deuda.',
  'lendingRisk.none.covered': 'Sin precio de liquidación: el resto de tu garantía cubre la deuda.',
  'lendingRisk.ltv': 'Préstamo sobre garantía (LTV)',
  'lendingRisk.ltvValue': '{ltv} · se liquida al {threshold}',
  'lendingRisk.inexact':
    'Tu posición en Aave incluye activos o un modo eficiencia (E\u2011mode) que esta página no lee: guiate por el factor de salud.',
  'lendingRisk.drop.title': '¿Y si baja?',
  'lendingRisk.drop.intro': 'Si {asset} baja y todo lo demás queda igual:',
  'lendingRisk.drop.fall': 'Baja',
  'lendingRisk.drop.price': 'Precio',
  'lendingRisk.drop.health': 'Factor de salud',
  'lendingRisk.drop.outcome': 'Qué pasa',
  'lendingRisk.drop.safe': 'A salvo',
  'lendingRisk.drop.atRisk': 'En riesgo',
  'lendingRisk.drop.liquidatable': 'Liquidable',
  'lendingRisk.drop.legend':
    'A salvo: factor de salud de 1,5 o más. En riesgo: entre 1 y 1,5. Liquidable: por debajo de 1.',
  'lendingRisk.drop.detail':
    'Alguien puede pagar hasta {debt} de tu deuda y quedarse con {collateral} {asset} de tu garantía (bonificación incluida).',
  'lendingRisk.drop.detailAll':
    'Alguien puede pagar {debt} de tu deuda y quedarse con todo tu {asset} ({collateral} {asset}, bonificación incluida).',
  'lendingRisk.after.ltv': 'LTV después',
  'lendingRisk.after.liquidationPrice': 'Liquidación de {asset} después',
  'lendingRisk.after.none': 'Sin precio de liquidación',
  'lendingRisk.after.distance': '{price} ({percent} debajo)',
  'lendingRisk.facts.title': '{asset} en Aave',
  'lendingRisk.facts.supplied': 'Depositado por todos',
  'lendingRisk.facts.borrowed': 'Prestado a todos',
  'lendingRisk.facts.ofCap': '{used} de {cap} ({percent})',
  'lendingRisk.facts.noCap': '{used} · sin tope',
  'lendingRisk.facts.liquidity': 'Sin prestar (disponible)',
  'lendingRisk.facts.unknown': 'sin dato',
  'lendingRisk.facts.isolation': 'Modo aislado',
  'lendingRisk.facts.isolation.explain':
    'Modo aislado: un activo riesgoso que como garantía solo permite pedir stablecoins, y hasta un tope.',
  'lendingRisk.facts.isolation.no': 'No',
  'lendingRisk.facts.isolation.yes':
    'Sí: la deuda contra {asset} tiene un tope de US$ {ceiling} (usado US$ {used})',
  'lendingRisk.facts.emode': 'Modo eficiencia (E\u2011mode)',
  'lendingRisk.facts.emode.explain':
    'Modo eficiencia: si tu garantía y tu deuda se mueven juntas (por ejemplo ETH y sus variantes), Aave te presta más.',
  'lendingRisk.facts.emode.none': 'Sin categoría',
  'lendingRisk.facts.emode.ethCorrelated': 'Correlacionados con ETH',
  'lendingRisk.facts.emode.category': '{label} (categoría {id})',
  'lendingRisk.facts.emode.unknown': 'Categoría {id}',
  'lendingRisk.facts.state': 'Estado',
  'lendingRisk.facts.state.active': 'Activa',
  'lendingRisk.facts.state.noBorrowing': 'Activa, no presta',
  'lendingRisk.facts.state.frozen': 'Congelada: no toma depósitos ni presta',
  'lendingRisk.facts.state.paused': 'Pausada: no se puede operar',
  'lending.error.SupplyCapError':
    'Aave acepta hasta {cap} {asset} en total: entran solo {left} {asset} más. Bajá el monto.',
  'lending.error.ReserveBorrowCapError':
    'Aave presta hasta {cap} {asset} en total: quedan {left} {asset} para pedir. Bajá el monto.',
  'lending.error.ReserveLiquidityError':
    'Aave tiene ahora solo {available} {asset} sin prestar: no alcanza para este monto. Bajá el monto o probá más tarde.',
  'lending.error.DebtCeilingError':
    'Tu garantía ({collateral}) está en modo aislado: la deuda contra ella no puede pasar de US$ {ceiling} y quedan US$ {left}. Bajá el monto.',
  'lending.error.IsolationBorrowError':
    'Tu garantía ({collateral}) está en modo aislado: contra ella no se puede pedir {asset}.',
  'lending.error.ReserveFrozenError':
    'Aave congeló {asset}: por ahora no toma depósitos ni presta. Podés pagar y retirar.',
  'lending.error.ReservePausedError': 'Aave pausó {asset}: por ahora no se puede operar.',
  'lending.error.BorrowingDisabledError': 'Aave no presta {asset}.',
  'lending.reserve.frozenOpen':
    'Aave congeló {asset}: no toma depósitos ni presta, pero podés pagar y retirar.',
  'lending.reserve.supplyCapFull':
    'Aave llegó a su tope de {cap} {asset} depositados: por ahora no toma más.',
  'lending.reserve.supplyCapped': 'Aave acepta hasta {cap} {asset} en total: entran solo {left} {asset} más.',
  'lending.reserve.borrowCapFull':
    'Aave llegó a su tope de {cap} {asset} prestados: por ahora no presta más.',
  'lending.reserve.borrowCapped':
    'Aave presta hasta {cap} {asset} en total: quedan {left} {asset} para pedir.',
  'lending.reserve.notBorrowableInEMode':
    'Tu cuenta está en el modo eficiencia de Aave «{label}»: en ese modo no presta {asset}.',
}
