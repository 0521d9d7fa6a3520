import '@testing-library/jest-dom';
import './src/test/web-globals';
