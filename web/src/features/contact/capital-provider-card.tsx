import type { ReactNode } from 'react';
import type { CapitalProviderCard_CapitalProviderFragment } from '../../generated/graphql';
import { formatMoney, formatMultiple, formatNumber, formatPercent } from '../../lib/format';
import { DetailField, DetailSection, EmptyCardText, FieldGrid, joinNames } from './detail-layout';

type CapitalProviderCardProps = {
  capitalProvider: CapitalProviderCard_CapitalProviderFragment | null;
  /** The card's action (Edit), beside its title. */
  action?: ReactNode;
};

const years = (value: number) => `${formatNumber(value)} ${value === 1 ? 'year' : 'years'}`;
// REST stores an unset criterion as 0: show it as not set (the field's dash), not as "0.00%".
const ifSet = (value: number, format: (value: number) => string) => (value === 0 ? null : format(value));
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Lending criteria; the page shows this card only for capital providers (spec part 1 section 2). */
export function CapitalProviderCard({ capitalProvider: cp, action }: CapitalProviderCardProps) {
  return (
    <DetailSection title="Capital Provider Information" action={action}>
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
          <DetailField label="Max LTV">{ifSet(cp.maxLtv, formatPercent)}</DetailField>
          <DetailField label="Max LTGDV">{ifSet(cp.maxLtgdv, formatPercent)}</DetailField>
          <DetailField label="Max LTC">{ifSet(cp.maxLtc, formatPercent)}</DetailField>
          <DetailField label="Min IRR">{ifSet(cp.minIrr, formatPercent)}</DetailField>
          <DetailField label="Min ROE">{ifSet(cp.minRoe, formatMultiple)}</DetailField>
          <DetailField label="Min Term">{ifSet(cp.minTerm, years)}</DetailField>
          <DetailField label="Max Term">{ifSet(cp.maxTerm, years)}</DetailField>
          <DetailField label="Min Size">{ifSet(cp.minSize, formatMoney)}</DetailField>
          <DetailField label="Max Size">{ifSet(cp.maxSize, formatMoney)}</DetailField>
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
