import styled, { css } from 'styled-components';

/** Out of sight but read by assistive technology (and still focusable when it is a control). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** Content for assistive technology only (the numbers behind a chart, say). */
export const VisuallyHidden = styled.div`
  ${visuallyHidden}
`;
