import { Hono } from 'hono';
import type { AppEnv } from '../../types';
import { documentVideoRoutes } from './documents-videos';
import { miningRoutes } from './mining';
import { reportRoutes } from './reports';

/** The library: PDF documents, Mining 101 videos, minerals, reports and sustainable-mining items. */
export const libraryRoutes = new Hono<AppEnv>().route('/', documentVideoRoutes).route('/', reportRoutes).route('/', miningRoutes);
