import type { CapitalProviderCard_CapitalProviderFragment } from '../../generated/graphql';
import { formatMoney, formatMultiple, formatNumber, formatPercent } from '../../lib/format';
import { DetailField, DetailSection, EmptyCardText, FieldGrid, joinNames } from './detail-layout';

type CapitalProviderCardProps = {
  capitalProvider: CapitalProviderCard_CapitalProviderFragment | null;
};

const years = (value: number) => `${formatNumber(value)} ${value === 1 ? 'year' : 'years'}`;
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Lending criteria; the page shows this card only for capital providers (spec part 1 section 2). */
export function CapitalProviderCard({ capitalProvider: cp }: CapitalProviderCardProps) {
  return (
    <DetailSection title="Capital Provider Information">
      {!cp ? (
        <EmptyCardText>No capital provider information yet.</EmptyCardText>
      ) : (
        <FieldGrid>
          <DetailField label="Capital Type" wide>
            {joinNames(cp.cpSubcategoryTypes)}
          </DetailField>
          <DetailField label="Investment Class" wide>
            {joinNames(cp.investmentClasses)}
          </DetailField>
          <DetailField label="Investing Geographies" wide>
            {joinNames(cp.investingGeographies)}
          </DetailField>
          <DetailField label="Max LTV">{formatPercent(cp.maxLtv)}</DetailField>
          <DetailField label="Max LTGDV">{formatPercent(cp.maxLtgdv)}</DetailField>
          <DetailField label="Max LTC">{formatPercent(cp.maxLtc)}</DetailField>
          <DetailField label="Min IRR">{formatPercent(cp.minIrr)}</DetailField>
          <DetailField label="Min ROE">{formatMultiple(cp.minRoe)}</DetailField>
          <DetailField label="Min Term">{years(cp.minTerm)}</DetailField>
          <DetailField label="Max Term">{years(cp.maxTerm)}</DetailField>
          <DetailField label="Min Size">{formatMoney(cp.minSize)}</DetailField>
          <DetailField label="Max Size">{formatMoney(cp.maxSize)}</DetailField>
          <DetailField label="Debt">{yesNo(cp.isDebt)}</DetailField>
          <DetailField label="Equity">{yesNo(cp.isEquity)}</DetailField>
          <DetailField label="Sharia">{yesNo(cp.isSharia)}</DetailField>
          <DetailField label="Development">{yesNo(cp.isDevelopment)}</DetailField>
          <DetailField label="Land">{yesNo(cp.isLand)}</DetailField>
          <DetailField label="PRS">{yesNo(cp.isPrs)}</DetailField>
          <DetailField label="Capital Provider Description" wide>
            {cp.description}
          </DetailField>
        </FieldGrid>
      )}
    </DetailSection>
  );
}
