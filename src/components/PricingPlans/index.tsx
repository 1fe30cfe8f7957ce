/**
 * The three offers of the pricing page side by side (stacked on narrow
 * screens), from src/data/pricing.ts.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {CheckIcon} from '@site/src/components/Icon/glyphs';
import type {PricingPlan} from '@site/src/data/pricing';
import styles from './styles.module.css';

interface Props {
  readonly plans: readonly PricingPlan[];
  readonly className?: string;
}

export default function PricingPlans({plans, className}: Props): ReactNode {
  return (
    <div className={clsx(styles.plans, className)}>
      {plans.map((plan) => (
        <section key={plan.key} className={styles.plan} aria-labelledby={`plan-${plan.key}`} data-plan={plan.key}>
          <Heading as="h2" id={`plan-${plan.key}`} className={styles.title}>
            {plan.title}
          </Heading>
          <p className={styles.price}>{plan.price}</p>
          <p className={styles.priceNote}>{plan.priceNote}</p>
          <ul className={clsx('clean-list', styles.features)}>
            {plan.features.map((feature) => (
              <li key={feature} className={styles.feature}>
                <CheckIcon size={20} className={styles.check} />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
          <div className={styles.buttons}>
            {plan.buttons.map((button) => (
              <Link
                key={button.key}
                to={button.href}
                className={clsx('button', 'button--lg', button.primary ? 'button--primary' : 'button--secondary')}>
                {button.label}
              </Link>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
