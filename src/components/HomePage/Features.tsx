import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import type {HomeFeature} from '@site/src/lib/content/homeFrontMatter';
import styles from './styles.module.css';

function FeatureBody({feature, level}: {readonly feature: HomeFeature; readonly level: 'h2' | 'h3'}): ReactNode {
  return (
    <>
      {feature.icon ? (
        <span className={styles.featureIcon}>
          <Icon name={feature.icon} size={28} />
        </span>
      ) : null}
      <Heading as={level} className={styles.featureTitle}>
        {feature.title}
      </Heading>
      {feature.details ? <p className={styles.featureDetails}>{feature.details}</p> : null}
    </>
  );
}

/** One feature card; the whole card links to `link` when there is one. */
export function FeatureCard({
  feature,
  level = 'h2',
  className,
}: {
  readonly feature: HomeFeature;
  readonly level?: 'h2' | 'h3';
  readonly className?: string;
}): ReactNode {
  return feature.link ? (
    <Link to={feature.link} className={clsx(styles.feature, styles.featureLink, className)}>
      <FeatureBody feature={feature} level={level} />
    </Link>
  ) : (
    <div className={clsx(styles.feature, className)}>
      <FeatureBody feature={feature} level={level} />
    </div>
  );
}

/** The feature panels below the hero. */
export default function Features({features}: {readonly features: readonly HomeFeature[]}): ReactNode {
  if (features.length === 0) return null;
  return (
    <section className={styles.features}>
      <div className={clsx('container', styles.featureGrid)}>
        {features.map((feature) => (
          <FeatureCard key={feature.title} feature={feature} />
        ))}
      </div>
    </section>
  );
}
