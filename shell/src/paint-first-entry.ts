import { startAfterFirstPaint } from './paint-first';

void startAfterFirstPaint();
