import { useNavigation } from 'react-router';
import classes from './loading-bar.module.css';

/** The 4 px teal bar shown while a page navigation is under way (SPEC.md §2.2, §9). */
export function LoadingBar() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className={classes.bar} role="progressbar" aria-busy="true" aria-label="Loading" data-testid="loading-bar">
      <div className={classes.fill} />
    </div>
  );
}
